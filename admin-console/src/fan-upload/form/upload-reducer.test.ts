import { describe, expect, it } from 'vitest';
import type { FanUploadReport } from '@carrier/shared/fan-upload';
import {
  canApplyDryRun,
  canSubmit,
  initialUploadState,
  isBusy,
  isRedirectingToSignIn,
  submitLabel,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-reducer.ts';

const file = (name: string, size = 2048) => ({ name, size }) as File;
const run = (...actions: UploadAction[]) => actions.reduce<UploadState>(uploadReducer, initialUploadState);
const report = (status: 'success' | 'failure'): FanUploadReport => ({
  status,
  message: 'm',
  uploadId: '1',
  fileName: 'fans.xlsx',
  dryRun: false,
  applied: status === 'success',
  rowCount: 1,
  created: 1,
  updated: 0,
  unchanged: 0,
  issueCount: 0,
  issues: [],
  changeCount: 0,
  changes: [],
  durationMs: 5,
});

describe('uploadReducer (002 §2.9, §4, §5)', () => {
  it('offers to apply the file a successful dry run checked, in one step, and only then', () => {
    const dry = { ...report('success'), dryRun: true, applied: false };
    const checked = run(
      { type: 'dryRunChanged', dryRun: true },
      { type: 'chosen', files: [file('fans.xlsx')] },
      { type: 'started' },
      { type: 'sent' },
      { type: 'reported', report: dry },
    );
    expect([checked.phase, canApplyDryRun(checked), canSubmit(checked)]).toEqual(['done', true, false]);
    const applying = uploadReducer(checked, { type: 'applyStarted' });
    expect([applying.phase, applying.dryRun, applying.file?.name, applying.report]).toEqual([
      'sending',
      false,
      'fans.xlsx',
      null,
    ]);
    expect(canApplyDryRun(applying)).toBe(false);
    const applied = uploadReducer(applying, { type: 'reported', report: report('success') });
    expect([applied.phase, canApplyDryRun(applied)]).toEqual(['done', false]);

    const refused = run(
      { type: 'dryRunChanged', dryRun: true },
      { type: 'chosen', files: [file('fans.xlsx')] },
      { type: 'started' },
      { type: 'reported', report: { ...report('failure'), dryRun: true } },
    );
    expect(canApplyDryRun(refused)).toBe(false);
    expect(uploadReducer(refused, { type: 'applyStarted' })).toBe(refused);
  });

  it("goes 'Upload' → 'Uploading...' → 'Done' on success", () => {
    const chosen = run({ type: 'chosen', files: [file('fans.xlsx')] });
    expect([submitLabel(chosen), canSubmit(chosen)]).toEqual(['Upload', true]);
    const sending = uploadReducer(chosen, { type: 'started' });
    expect([sending.phase, submitLabel(sending), canSubmit(sending)]).toEqual(['sending', 'Uploading...', false]);
    const half = uploadReducer(sending, { type: 'progressed', loaded: 512, total: 1024 });
    expect(half.progress).toBe(50);
    const reading = uploadReducer(half, { type: 'sent' });
    expect([reading.phase, reading.progress, submitLabel(reading)]).toEqual(['reading', 100, 'Uploading...']);
    const done = uploadReducer(reading, { type: 'reported', report: report('success') });
    expect([done.phase, submitLabel(done), canSubmit(done)]).toEqual(['done', 'Done', false]);
  });

  it("goes back to 'Upload' when the upload fails or the rows are refused", () => {
    const sending = run({ type: 'chosen', files: [file('fans.xlsx')] }, { type: 'started' });
    const failed = uploadReducer(sending, {
      type: 'failed',
      message: 'Files can be XLSX. Check your document and try again.',
    });
    expect([failed.phase, submitLabel(failed), failed.error, canSubmit(failed)]).toEqual([
      'failed',
      'Upload',
      'Files can be XLSX. Check your document and try again.',
      true,
    ]);
    const refused = uploadReducer(sending, { type: 'reported', report: report('failure') });
    expect([refused.phase, submitLabel(refused)]).toEqual(['failed', 'Upload']);
  });

  it('checks a chosen file with the shared rules before anything is sent', () => {
    expect(run({ type: 'chosen', files: [file('fans.pdf')] })).toMatchObject({
      file: null,
      fileError: 'Files can be XLSX. Check your document and try again.',
    });
    expect(run({ type: 'chosen', files: [file('ab.xlsx')] }).fileError).toBe(
      'File name needs to be at least 3 characters. Rename the document and try again.',
    );
    expect(run({ type: 'chosen', files: [file('fans.xlsx', 0)] }).fileError).toBe(
      'Hmm\u2026your file doesn\u2019t meet minimum size requirements. Try again.',
    );
    expect(run({ type: 'chosen', files: [file('fans.xlsx', 10_240_000)] }).fileError).toBe(
      'File size should be less than 10MB. Check your document and try again.',
    );
    expect(run({ type: 'chosen', files: [file('a-fans.xlsx'), file('b-fans.xlsx')] }).fileError).toBe(
      'Select 1 docs and try again.',
    );
    expect(canSubmit(run({ type: 'chosen', files: [file('fans.pdf')] }))).toBe(false);
  });

  it('removes the file, and choosing a new one after a success starts over', () => {
    expect(run({ type: 'chosen', files: [file('fans.xlsx')] }, { type: 'removed' })).toEqual(initialUploadState);
    const done = run(
      { type: 'chosen', files: [file('fans.xlsx')] },
      { type: 'started' },
      { type: 'reported', report: report('success') },
    );
    const again = uploadReducer(done, { type: 'chosen', files: [file('more.xlsx')] });
    expect([again.phase, again.file?.name, again.report, submitLabel(again)]).toEqual([
      'idle',
      'more.xlsx',
      null,
      'Upload',
    ]);
  });

  it('ignores choices and removal while the file travels', () => {
    const sending = run({ type: 'chosen', files: [file('fans.xlsx')] }, { type: 'started' });
    expect(uploadReducer(sending, { type: 'removed' })).toBe(sending);
    expect(uploadReducer(sending, { type: 'chosen', files: [file('x-fans.xlsx')] })).toBe(sending);
  });

  it('keeps the dry-run choice across files', () => {
    const state = run({ type: 'dryRunChanged', dryRun: true }, { type: 'chosen', files: [file('fans.xlsx')] });
    expect(state.dryRun).toBe(true);
  });

  it('a 401 from the upload itself shows the spinner and keeps the form still while the sign-in redirect is pending', () => {
    const chosen = run({ type: 'chosen', files: [file('fans.xlsx')] });
    expect(isRedirectingToSignIn(chosen)).toBe(false);
    for (const travelling of [
      uploadReducer(chosen, { type: 'started' }),
      run({ type: 'chosen', files: [file('fans.xlsx')] }, { type: 'started' }, { type: 'sent' }),
    ]) {
      const redirecting = uploadReducer(travelling, {
        type: 'loginRequired',
        location: '/admin/login?returnurl=%2Fadmin%2Ffan-upload',
      });
      expect(redirecting).toMatchObject({
        phase: 'loginRedirect',
        loginLocation: '/admin/login?returnurl=%2Fadmin%2Ffan-upload',
        error: null,
        report: null,
      });
      expect([isRedirectingToSignIn(redirecting), isBusy(redirecting), canSubmit(redirecting)]).toEqual([
        true,
        true,
        false,
      ]);
      // Nothing the user does, and no late answer, takes the page out of the redirect.
      expect(uploadReducer(redirecting, { type: 'removed' })).toBe(redirecting);
      expect(uploadReducer(redirecting, { type: 'chosen', files: [file('x-fans.xlsx')] })).toBe(redirecting);
      expect(uploadReducer(redirecting, { type: 'started' })).toBe(redirecting);
      expect(uploadReducer(redirecting, { type: 'reported', report: report('success') })).toBe(redirecting);
      expect(uploadReducer(redirecting, { type: 'failed', message: 'x' })).toBe(redirecting);
    }
    // Without a Location the page reloads; the spinner shows all the same.
    const reloading = run(
      { type: 'chosen', files: [file('fans.xlsx')] },
      { type: 'started' },
      { type: 'loginRequired', location: null },
    );
    expect([reloading.phase, reloading.loginLocation, isRedirectingToSignIn(reloading)]).toEqual([
      'loginRedirect',
      null,
      true,
    ]);
    // A 401 that is not the answer to an upload in flight changes nothing.
    expect(uploadReducer(chosen, { type: 'loginRequired', location: '/admin/login' })).toBe(chosen);
  });
});
