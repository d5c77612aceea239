import { describe, expect, it } from 'vitest';
import { invitationInput } from '../../common/contracts/clinic.contract.ts';
import { describeIssues } from './zod-validation.ts';

describe('describeIssues', () => {
  it("says what a contract refuses in zod's English, though zod/mini has no messages of its own", () => {
    // Nothing in this file builds a classic zod schema (which would bring the English messages):
    // the validation module sets them itself.
    const result = invitationInput.safeParse({ email: 'not-an-email', roles: [], tenantId: 't' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!, 'body')).toBe(
      'Invalid request body: email: Invalid email address; roles: Choose at least one role; Unrecognized key: "tenantId"',
    );
  });
});
