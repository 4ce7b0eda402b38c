// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider, type Exporter, type RaRecord } from 'react-admin';
import type { AdminGroupRecord, AuditEvent, FanProfile } from '@carrier/shared/fan-tools';
import { auditEventExporter } from '../audit-events/audit-event-exporter.ts';
import { fanExporter } from '../fans/fan-exporter.ts';
import { groupExporter } from '../groups/group-exporter.ts';
import { fanProfileFixture } from '../test/index.ts';
import { formatAuditTime } from './audit-wording.ts';

/** The CSV files the exports download, by name, read back from the Blob react-admin's downloadCSV links to. */
const downloads = new Map<string, Promise<string>>();
const blobs = new Map<string, Blob>();
beforeEach(() => {
  downloads.clear();
  blobs.clear();
  // jsdom has no object URLs, and a click on a download link would navigate: both are caught here
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:export-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.set(this.download, blobs.get(this.getAttribute('href') ?? '')!.text());
  });
});
afterEach(() => vi.restoreAllMocks());

async function exported<T>(exporter: Exporter<T & RaRecord>, records: T[], resource: string): Promise<string[]> {
  await exporter(records as Array<T & RaRecord>, vi.fn(), testDataProvider(), resource);
  await vi.waitFor(() => expect([...downloads.keys()]).toEqual([`${resource}.csv`]));
  return (await downloads.get(`${resource}.csv`)!).split('\n');
}

describe('the list exports', () => {
  it("writes the FANs list's columns, and a name that starts like a formula as text", async () => {
    const hostile: FanProfile = {
      ...fanProfileFixture,
      id: '00066666',
      name: '=HYPERLINK("https://evil.example/x","Click me")',
      friendlyName: '@SUM(1+1)',
      status: 'Active',
      onlExpStatus: 'Inactive',
    };
    const lines = await exported(fanExporter, [fanProfileFixture, hostile], 'fans');
    expect(lines).toEqual([
      'FAN ID,FAN name,FAN friendly name,Status,Web status,Created on',
      '12345678,Northwind Health Systems,Northwind Health,Active,ON,03/05/2024',
      `00066666,"'=HYPERLINK(""https://evil.example/x"",""Click me"")",'@SUM(1+1),Active,OFF,03/05/2024`,
    ]);
  });

  it("writes the Groups list's columns, the splash page in its words and the FAN count as a number", async () => {
    const group: AdminGroupRecord = {
      id: 'GRP10001',
      groupId: 'GRP10001',
      isList: false,
      isWebEnabled: true,
      fanCount: 5,
      token: null,
      tokenLink: null,
      tokenGenerationDate: '2024-03-05',
    };
    const lines = await exported(groupExporter, [group], 'groups');
    expect(lines).toEqual([
      'Group ID,Splash page status,Splash page view,FANs,Created on',
      'GRP10001,ON,Search view,5,03/05/2024',
    ]);
  });

  it("writes the Audit events list's columns: who as 'Name (username)', what as the timeline says it", async () => {
    const event: AuditEvent = {
      id: 7,
      at: '2026-03-05T16:07:00Z',
      actor: 'writer',
      actorName: 'Marcus Holloway',
      action: 'fan.webstatus',
      entityType: 'fan',
      entityId: '00012345',
      reason: '-1 day, on request',
      changes: { enableStatus: false },
    };
    const lines = await exported(auditEventExporter, [event], 'audit-events');
    expect(lines).toEqual([
      'When,By,What,Subject,Subject ID,Reason for change',
      `${formatAuditTime(event.at)},Marcus Holloway (writer),Turned web status OFF,FAN,00012345,"'-1 day, on request"`,
    ]);
  });
});
