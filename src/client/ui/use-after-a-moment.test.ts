import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterAMoment } from './use-after-a-moment';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterAMoment', () => {
  it('gives a value only once it has lasted the moment', () => {
    const wait = { language: 'sv' };
    const { result } = renderHook(() => useAfterAMoment(wait, 400));
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(result.current).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(wait);
  });

  it('makes a new wait of the same content wait its own moment', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterAMoment(value, 400), {
      initialProps: { value: undefined as { language: string } | undefined },
    });
    rerender({ value: { language: 'sv' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toEqual({ language: 'sv' });
    rerender({ value: undefined });
    expect(result.current).toBeUndefined();
    rerender({ value: { language: 'sv' } });
    expect(result.current).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toEqual({ language: 'sv' });
  });
});
