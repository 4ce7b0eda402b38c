import { describe, expect, it } from 'vitest';
import { MILITARY_TEXT } from './texts.ts';
import { UPLOAD_LIMIT_BYTES } from './constants.ts';
import { claimedUploadKind, validateDeploymentOrders } from './upload.ts';

describe('deployment orders upload (000 §5)', () => {
  it('limit is 5000 x 1000 bytes', () => expect(UPLOAD_LIMIT_BYTES).toBe(5_000_000));
  it.each([
    ['orders.pdf', 'application/pdf', 'pdf'],
    ['o.JPG', '', 'jpeg'],
    ['o.png', 'image/png', 'png'],
    ['o.doc', 'application/msword', 'msword'],
    ['o.rtf', '', 'rtf'],
    ['o.txt', 'text/plain', 'text'],
    ['o.docx', '', 'docx'],
    ['o.bmp', '', 'bmp'],
    ['o.gif', 'image/gif', 'gif'],
    ['o.zip', 'application/zip', 'zip'],
  ])('%s (%s) is %s', (name, type, kind) => expect(claimedUploadKind({ name, type })).toBe(kind));
  it('accepts an allowed file at the limit', () => {
    expect(validateDeploymentOrders({ name: 'o.pdf', type: 'application/pdf', size: UPLOAD_LIMIT_BYTES })).toEqual({
      ok: true,
    });
  });
  it('refuses with its own messages: missing, type, empty, size', () => {
    expect(validateDeploymentOrders(null)).toMatchObject({ key: 'upload', message: MILITARY_TEXT.upload });
    expect(validateDeploymentOrders({ name: 'o.exe', type: 'application/x-msdownload', size: 10 })).toMatchObject({
      key: 'uploadType',
      message: MILITARY_TEXT.uploadType,
    });
    expect(validateDeploymentOrders({ name: 'o.pdf', type: '', size: 0 })).toMatchObject({ key: 'uploadEmpty' });
    expect(validateDeploymentOrders({ name: 'o.pdf', type: '', size: UPLOAD_LIMIT_BYTES + 1 })).toMatchObject({
      key: 'uploadSize',
      message: MILITARY_TEXT.uploadSize,
    });
  });
  it('content overrides a message', () => {
    expect(validateDeploymentOrders({ name: 'o.exe', type: '', size: 1 }, { uploadType: 'Nope' })).toMatchObject({
      message: 'Nope',
    });
  });
});
