// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GroupDetails } from '@carrier/shared/fan-tools';
import { EAGER_ROWS, FAN_LIST_MAX_HEIGHT, FAN_ROW_HEIGHT } from './fan-list-layout.ts';
import { GroupFanList } from './GroupFanList.tsx';

afterEach(cleanup);

const STATUSES = ['Active', 'Pending', 'Expired', 'Inactive'] as const;
const members = (count: number): GroupDetails['fanDetails'] =>
  Array.from({ length: count }, (_, i) => ({ id: String(30000000 + i), status: STATUSES[i % STATUSES.length]! }));

/** The FAN ids whose rows are in the DOM right now. */
const renderedIds = () => screen.queryAllByText(/^\d{8}$/).map((el) => el.textContent);

const noop = () => undefined;

describe('GroupFanList (002 §2.4: 300px, 15 rows at once, the rest as they scroll)', () => {
  it('keeps a 5,000-member group to a bounded number of rows in the DOM, the first 15 at once', () => {
    render(<GroupFanList groupId="GRPBIG" fans={members(5000)} canRemove removeDisabled={false} onRemove={noop} />);
    const list = screen.getByLabelText('FANs in group GRPBIG');
    const ids = renderedIds();
    expect(ids.length).toBeGreaterThanOrEqual(EAGER_ROWS);
    expect(ids.length).toBeLessThanOrEqual(30);
    expect(ids.slice(0, EAGER_ROWS)).toEqual(members(EAGER_ROWS).map((f) => f.id));
    expect(screen.getAllByRole('button', { name: /^Remove FAN \d{8} from group$/ })).toHaveLength(ids.length);
    expect(list.style.height).toBe(`${FAN_LIST_MAX_HEIGHT}px`);
  });

  it('renders the rows scrolled to, still bounded, and drops the first ones', () => {
    render(
      <GroupFanList groupId="GRPBIG" fans={members(5000)} canRemove={false} removeDisabled={false} onRemove={noop} />,
    );
    const list = screen.getByLabelText('FANs in group GRPBIG');
    act(() => {
      list.scrollTop = 2500 * FAN_ROW_HEIGHT;
      fireEvent.scroll(list);
    });
    const ids = renderedIds();
    expect(ids).toContain('30002500');
    expect(ids).not.toContain('30000000');
    expect(ids.length).toBeLessThanOrEqual(30);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('is as tall as its rows when short', () => {
    render(<GroupFanList groupId="GRPSMALL" fans={members(3)} canRemove removeDisabled onRemove={noop} />);
    expect(renderedIds()).toEqual(['30000000', '30000001', '30000002']);
    expect(screen.getByLabelText('FANs in group GRPSMALL').style.height).toBe(`${3 * FAN_ROW_HEIGHT}px`);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
