import { describe, expect, it } from 'vitest';
import { officeUploadPolicy } from './office-upload-policy';
import { DOCUMENT_UPLOAD_POLICY } from './upload-policy';

describe('officeUploadPolicy', () => {
  it('is the office’s own policy when it has one', () => {
    const legal = { maxSizeMb: 100, allowedTypes: ['.pdf', '.txt'], virusScan: true };
    expect(officeUploadPolicy({ settings: { uploads: legal } })).toBe(legal);
  });

  it('falls back to the product-wide document policy', () => {
    expect(officeUploadPolicy(undefined)).toBe(DOCUMENT_UPLOAD_POLICY);
    expect(officeUploadPolicy({})).toBe(DOCUMENT_UPLOAD_POLICY);
    expect(officeUploadPolicy({ settings: {} })).toBe(DOCUMENT_UPLOAD_POLICY);
  });
});
