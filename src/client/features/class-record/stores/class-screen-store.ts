import * as v from 'valibot';
import { defineStore } from '#client/lib/storage';
import { useStore } from '#client/lib/use-store';

/** How the class view shows on this device, version 1. Absent: names show. */
export const classScreenStore = defineStore({
  key: 'mattemester.classScreen',
  version: 1,
  schema: v.object({ hideNames: v.boolean() }),
});

/** Whether this device's class view hides the pupils' names (a projector), re-rendering on change. */
export function useHideNames(): boolean {
  return useStore(classScreenStore)?.hideNames === true;
}

/** Hides or shows the pupils' names on this device's class view, from now on. */
export function setHideNames(hideNames: boolean): void {
  classScreenStore.write({ hideNames });
}
