import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import {
  createAddressPlaces,
  createConnectionPlaces,
  createHolderConnections,
} from './connection-caps';

describe("a holder's live connections", () => {
  it('keeps up to the cap and gives back the oldest beyond it', () => {
    const connections = createHolderConnections<string>();
    expect(connections.add('ola', 'first', 3)).toEqual([]);
    expect(connections.add('ola', 'second', 3)).toEqual([]);
    expect(connections.add('ola', 'third', 3)).toEqual([]);
    expect(connections.add('ola', 'fourth', 3)).toEqual(['first']);
    expect(connections.add('kari', 'hers', 3)).toEqual([]);
    expect(connections.count('ola')).toBe(3);
    connections.remove('ola', 'second');
    expect(connections.add('ola', 'fifth', 3)).toEqual([]);
    expect(connections.add('ola', 'sixth', 3)).toEqual(['third']);
  });

  it('forgets a holder whose connections all closed', () => {
    const connections = createHolderConnections<string>();
    connections.add('ola', 'one', 3);
    connections.remove('ola', 'one');
    connections.remove('ola', 'one');
    expect(connections.count('ola')).toBe(0);
  });
});

describe('places for connections per address', () => {
  it('refuses an address that holds all its places until one is given back, once', () => {
    const places = createAddressPlaces(2);
    const first = places.take('192.0.2.1');
    expect(places.take('192.0.2.1')).toBeDefined();
    expect(places.take('192.0.2.1')).toBeUndefined();
    expect(places.take('192.0.2.2')).toBeDefined();
    first?.();
    first?.();
    expect(places.count('192.0.2.1')).toBe(1);
    expect(places.take('192.0.2.1')).toBeDefined();
    expect(places.take('192.0.2.1')).toBeUndefined();
  });

  it('has no cap when the per-address limits are lifted', () => {
    const places = createAddressPlaces(undefined);
    for (let index = 0; index < 5000; index += 1) expect(places.take('127.0.0.1')).toBeDefined();
  });
});

describe('places of transport connections', () => {
  it('takes one place per connection, and gives it back at a refusal or close', () => {
    const addressPlaces = createAddressPlaces(2);
    const places = createConnectionPlaces<EventEmitter>(addressPlaces);
    const [flooder, other] = [new EventEmitter(), new EventEmitter()];
    for (let index = 0; index < 1000; index += 1)
      expect(places.enter(flooder, '192.0.2.1')).toBe(true);
    expect(addressPlaces.count('192.0.2.1')).toBe(1);
    places.release(flooder);
    expect(addressPlaces.count('192.0.2.1')).toBe(0);
    // A refused connection stays refused and takes no place.
    expect(places.enter(flooder, '192.0.2.1')).toBe(false);
    expect(addressPlaces.count('192.0.2.1')).toBe(0);
    expect(places.enter(other, '192.0.2.1')).toBe(true);
    other.emit('close');
    other.emit('close');
    expect(addressPlaces.count('192.0.2.1')).toBe(0);
  });
});
