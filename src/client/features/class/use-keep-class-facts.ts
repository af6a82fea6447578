import { useEffect } from 'react';
import { memoryWithClassFacts } from '#shared/contracts/device-facts';
import { readFactMemory, writeFactMemory } from '#client/lib/fact-memory-store';
import { listen, type SessionSocket } from '#client/lib/socket';

/**
 * Keeps on the device the facts the child's class sent (the teacher's device, for a child whose
 * device had none of theirs), so that their next lesson on this device continues from them. A
 * device that keeps another child's facts (keepsDeviceFacts false) keeps nothing.
 */
export function useKeepClassFacts(socket: SessionSocket, keepsDeviceFacts: boolean | undefined) {
  useEffect(() => {
    if (keepsDeviceFacts !== true) return undefined;
    return listen(socket, {
      classFacts: ({ facts }) =>
        writeFactMemory(memoryWithClassFacts(readFactMemory(), facts, Date.now())),
    });
  }, [socket, keepsDeviceFacts]);
}
