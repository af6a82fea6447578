import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('serves on port 3000 with SQLite in ./data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('lets PostgreSQL commits skip the wait for the disk unless told to wait', () => {
    expect(loadConfig({}).databaseSynchronousCommit).toBe(false);
    expect(loadConfig({ DATABASE_SYNCHRONOUS_COMMIT: 'on' }).databaseSynchronousCommit).toBe(true);
    expect(() => loadConfig({ DATABASE_SYNCHRONOUS_COMMIT: 'sometimes' })).toThrow(ConfigError);
  });

  it('reads the port, data folder, database and log level', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/maths',
      DATABASE_URL: 'postgres://app@db/maths',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/maths',
      databaseUrl: 'postgres://app@db/maths',
      logLevel: 'warn',
    });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('keeps the scale-out settings off and the default limits when nothing is set', () => {
    const config = loadConfig({});
    expect(config.redis).toBeUndefined();
    expect(config.trustProxy).toEqual([]);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.metricsToken).toBeUndefined();
    expect(config.limits).toEqual({
      studentsPerSession: 200,
      sessionsPerAddressPerHour: 120,
      failedLookupsPerMinute: 200,
      failedLookupsPerDay: 1000,
      liveConnectionsPerAddress: 4000,
      refusalDelayMs: 1000,
      perAddress: true,
      perStudent: true,
    });
  });

  it('reads Redis, trusted proxies, extra origins and limits', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      ALLOWED_ORIGINS: 'https://maths.example.no/, http://school-server:3000',
      MAX_STUDENTS_PER_SESSION: '60',
      FAILED_LOOKUPS_PER_DAY: '500',
      LIVE_CONNECTIONS_PER_ADDRESS: '2000',
    });
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'mattemester' });
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.allowedOrigins).toEqual([
      'https://maths.example.no',
      'http://school-server:3000',
    ]);
    expect(config.limits.studentsPerSession).toBe(60);
    expect(config.limits.failedLookupsPerDay).toBe(500);
    expect(config.limits.liveConnectionsPerAddress).toBe(2000);
  });

  it('refuses a proxy list with something that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('lifts the per-address limits only in a test run', () => {
    expect(() => loadConfig({ ADDRESS_LIMITS: 'off' })).toThrow(/NODE_ENV=test/);
    expect(loadConfig({ ADDRESS_LIMITS: 'off', NODE_ENV: 'test' }).limits.perAddress).toBe(false);
  });
});
