import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { defineStore } from './storage';

const schema = v.object({ name: v.string(), volume: v.number() });

afterEach(() => window.localStorage.clear());

describe('defineStore', () => {
  it('writes and reads a value with its version', () => {
    const store = defineStore({ key: 'test', version: 2, schema });
    store.write({ name: 'Åse', volume: 0.7 });
    expect(store.read()).toEqual({ name: 'Åse', volume: 0.7 });
    expect(JSON.parse(window.localStorage.getItem('test') ?? '')).toMatchObject({ version: 2 });
  });

  it('upgrades older versions step by step', () => {
    window.localStorage.setItem('test', JSON.stringify({ version: 1, data: { name: 'Ola' } }));
    const store = defineStore({
      key: 'test',
      version: 2,
      schema,
      migrations: { 1: (old) => ({ ...(old as object), volume: 0.7 }) },
    });
    expect(store.read()).toEqual({ name: 'Ola', volume: 0.7 });
  });

  it('drops a version it cannot upgrade, broken JSON and data of the wrong shape', () => {
    const store = defineStore({ key: 'test', version: 2, schema });
    window.localStorage.setItem(
      'test',
      JSON.stringify({ version: 0, data: { name: 'x', volume: 1 } }),
    );
    expect(store.read()).toBeUndefined();
    expect(window.localStorage.getItem('test')).toBeNull();
    window.localStorage.setItem('test', '{not json');
    expect(store.read()).toBeUndefined();
    window.localStorage.setItem('test', JSON.stringify({ version: 2, data: { name: 5 } }));
    expect(store.read()).toBeUndefined();
  });

  it('clears its entry', () => {
    const store = defineStore({ key: 'test', version: 1, schema });
    store.write({ name: 'Ольга', volume: 1 });
    store.clear();
    expect(store.read()).toBeUndefined();
  });

  it('tells its listeners of a write in another tab to its own key only', () => {
    const store = defineStore({ key: 'test', version: 1, schema });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('leaves an entry of a newer version alone, for the tab that wrote it', () => {
    const store = defineStore({ key: 'test', version: 1, schema });
    const newer = JSON.stringify({ version: 2, data: { name: 'x', volume: 1 } });
    window.localStorage.setItem('test', newer);
    expect(store.read()).toBeUndefined();
    expect(window.localStorage.getItem('test')).toBe(newer);
  });
});
