import { describe, expect, it } from 'vitest';
import { blocksKey, cleanValue, pastedValue } from './search-input.ts';

describe('blocksKey', () => {
  it('lets digits through in FAN ID mode and stops letters and symbols', () => {
    expect(blocksKey({ key: '7' }, 'fanId')).toBe(false);
    expect(blocksKey({ key: 'a' }, 'fanId')).toBe(true);
    expect(blocksKey({ key: '-' }, 'fanId')).toBe(true);
    expect(blocksKey({ key: ' ' }, 'fanId')).toBe(true);
  });

  it('lets letters and digits through in Group ID mode', () => {
    expect(blocksKey({ key: 'G' }, 'groupId')).toBe(false);
    expect(blocksKey({ key: '5' }, 'groupId')).toBe(false);
    expect(blocksKey({ key: '_' }, 'groupId')).toBe(true);
  });

  it('never blocks keys that type nothing, or shortcuts', () => {
    for (const key of ['Backspace', 'Tab', 'Enter', 'ArrowLeft', 'Shift', 'F5', 'PageDown']) {
      expect(blocksKey({ key }, 'fanId')).toBe(false);
    }
    expect(blocksKey({ key: 'v', ctrlKey: true }, 'fanId')).toBe(false);
    expect(blocksKey({ key: 'l', ctrlKey: true }, 'fanId')).toBe(false);
    expect(blocksKey({ key: 'ArrowLeft', altKey: true }, 'fanId')).toBe(false);
  });
});

describe('pastedValue', () => {
  it('keeps only the digits of a pasted FAN ID, within the length', () => {
    expect(pastedValue('', { start: 0, end: 0 }, '12-34-56-78', 'fanId', 8)).toEqual({ value: '12345678', caret: 8 });
    expect(pastedValue('', { start: 0, end: 0 }, 'FAN 1234 5678 90', 'fanId', 8)).toEqual({
      value: '12345678',
      caret: 8,
    });
  });

  it('replaces the selection and places the caret after the paste', () => {
    expect(pastedValue('1299', { start: 2, end: 3 }, '3a4', 'fanId', 8)).toEqual({ value: '12349', caret: 4 });
    expect(pastedValue('123456', { start: 6, end: 6 }, '7890', 'fanId', 8)).toEqual({ value: '12345678', caret: 8 });
  });

  it('keeps letters in Group ID mode', () => {
    expect(pastedValue('', { start: 0, end: 0 }, 'GRP-0042', 'groupId')).toEqual({ value: 'GRP0042', caret: 7 });
  });
});

describe('cleanValue', () => {
  it('filters and cuts', () => {
    expect(cleanValue('12ab345678901', 'fanId', 8)).toBe('12345678');
    expect(cleanValue('G-1', 'groupId')).toBe('G1');
  });
});
