// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readControl, useTypedBeforeHydration, type TypedValue } from './use-typed-before-hydration.ts';

describe('readControl', () => {
  it('reads what the page shows: text, a tick, the checked radio of a group, a chosen option', () => {
    document.body.innerHTML = `
      <input id="name" value="Ana">
      <input id="agree" type="checkbox" checked>
      <div role="radiogroup"><input id="t" type="radio" name="time" value="morning"><input id="t-1" type="radio" name="time" value="evening" checked></div>
      <div role="radiogroup"><input id="u" type="radio" name="unset" value="a"></div>
      <select id="topic"><option value="">Choose</option><option value="billing" selected>Billing</option></select>
      <textarea id="msg">Hello</textarea>
      <div id="not-a-control"></div>`;
    expect(readControl('name')).toBe('Ana');
    expect(readControl('agree')).toBe(true);
    expect(readControl('t')).toBe('evening');
    expect(readControl('u')).toBe('');
    expect(readControl('topic')).toBe('billing');
    expect(readControl('msg')).toBe('Hello');
    expect(readControl('not-a-control')).toBeUndefined();
    expect(readControl('missing')).toBeUndefined();
  });
});

describe('useTypedBeforeHydration', () => {
  function Probe(props: {
    controls: Array<{ id: string; current: TypedValue }>;
    adopt: (i: number, v: TypedValue) => void;
  }) {
    useTypedBeforeHydration(props.controls, props.adopt);
    return null;
  }

  it('hands over, once, each control that shows something other than its state', () => {
    document.body.innerHTML = '<input id="a" value="typed"><input id="b" value="same"><input id="c" type="checkbox">';
    const adopt = vi.fn();
    const controls = [
      { id: 'a', current: '' },
      { id: 'b', current: 'same' },
      { id: 'c', current: false },
      { id: 'gone', current: '' },
    ];
    const view = render(<Probe controls={controls} adopt={adopt} />);
    expect(adopt.mock.calls).toEqual([[0, 'typed']]);
    view.rerender(<Probe controls={controls} adopt={adopt} />);
    expect(adopt).toHaveBeenCalledTimes(1);
  });
});
