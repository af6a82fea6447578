import { describe, expect, it } from 'vitest';
import { joinStart } from './join-start';

describe('joinStart', () => {
  it('starts a student at once while practice runs, as auto start runs it from the beginning', () => {
    expect(joinStart({ phase: 'running', stopReason: null })).toBe('atOnce');
  });

  it('waits for Start before the first start', () => {
    expect(joinStart({ phase: 'waiting', stopReason: null })).toBe('onStart');
  });

  it('waits for Resume after the teacher stopped, and never starts after the exam ended', () => {
    expect(joinStart({ phase: 'stopped', stopReason: 'teacher-stopped' })).toBe('onResume');
    expect(joinStart({ phase: 'stopped', stopReason: 'completed' })).toBe('examOver');
  });
});
