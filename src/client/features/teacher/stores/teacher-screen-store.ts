import * as v from 'valibot';
import { defineStore } from '#client/lib/storage';
import { useStore } from '#client/lib/use-store';

/** Teacher screen v1: whether the dashboard hides students' names and results (a mirrored projector). */
export const teacherScreenSchema = v.object({ hideResults: v.boolean() });

/** How the teacher's dashboard shows on this device, version 1. Absent: names and results show. */
export const teacherScreenStore = defineStore({
  key: 'mattemester.teacherScreen',
  version: 1,
  schema: teacherScreenSchema,
});

/** Whether this device's dashboard hides names and results, re-rendering when it changes. */
export function useHideResults(): boolean {
  return useStore(teacherScreenStore)?.hideResults === true;
}

/** Hides or shows names and results on this device's dashboard, from now on. */
export function setHideResults(hideResults: boolean): void {
  teacherScreenStore.write({ hideResults });
}
