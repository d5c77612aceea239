import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATIENT_MESSAGES,
  duplicateConflict,
  patientResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';
import { registerPatient, signInAs } from './clinical-fixtures.ts';

/** Issue 32: a registration with likely matches is a 409 naming them, unless confirmed. */
describe.each(CONTRACT_TARGETS)(
  'likely duplicates and registration details, answered by $name',
  ({ start }) => {
    let target: Target;
    let token: string;
    let oliver: Patient;
    const oliverInput = {
      givenName: 'Theodora',
      familyName: 'Quillfeather',
      birthDate: '1969-03-14',
      email: 'theodora.contract@example.com',
    };
    const call = (method: string, path: string, body?: unknown) =>
      callTarget(target, method, path, body, token);

    beforeAll(async () => {
      target = await start();
      token = await signInAs(target);
      oliver = await registerPatient(call, oliverInput);
    });
    afterAll(() => target.stop());

    it('answers 409 with the match’s id, MRN, names and birth date for the same name and birth date', async () => {
      const reply = await call('POST', '/patients', {
        givenName: 'Theodora',
        familyName: 'Quillfeather',
        birthDate: '1969-03-14',
      });
      expect(reply.status).toBe(409);
      expect(duplicateConflict.parse(reply.body)).toEqual({
        message: PATIENT_MESSAGES.likelyDuplicate,
        matches: [
          {
            id: oliver.id,
            mrn: oliver.mrn,
            givenName: 'Theodora',
            familyName: 'Quillfeather',
            birthDate: '1969-03-14',
          },
        ],
      });
    });

    it('finds a one-letter misspelling with the same birth date, and the same e-mail under another name', async () => {
      const misspelt = await call('POST', '/patients', {
        givenName: 'Theodora',
        familyName: 'Quilfeather',
        birthDate: '1969-03-14',
      });
      const sameEmail = await call('POST', '/patients', {
        givenName: 'Nobody',
        familyName: 'Else',
        birthDate: '2000-02-02',
        email: oliverInput.email,
      });
      expect([misspelt.status, sameEmail.status]).toEqual([409, 409]);
      expect(duplicateConflict.parse(sameEmail.body).matches.map((m) => m.id)).toEqual([oliver.id]);
    });

    it('registers a confirmed new record (201) beside the match', async () => {
      const reply = await call('POST', '/patients', {
        givenName: 'Theodora',
        familyName: 'Quilfeather',
        birthDate: '1969-03-14',
        confirmNotDuplicate: true,
      });
      expect(reply.status).toBe(201);
      expect(patientResponse.parse(reply.body).patient.id).not.toBe(oliver.id);
    });

    it('keeps the registration details and refuses an unknown contact method with 400', async () => {
      const details = {
        administrativeGender: 'other',
        sexAtBirth: 'intersex',
        preferredContactMethod: 'mail',
        addressLine: '1 Rue de Rivoli',
        city: 'Paris',
        postalCode: '75001',
        country: 'FR',
        emergencyContact: 'Jeanne Martin',
        emergencyContactRelationship: 'Partner',
        emergencyContactPhone: '+33 1 00 00 00 00',
        referralSource: 'Self-referral',
      };
      const created = await registerPatient(call, {
        givenName: 'Camille',
        familyName: 'Durand-Contract',
        birthDate: '1983-09-15',
        ...details,
      });
      expect(created).toMatchObject(details);
      const bad = await call('POST', '/patients', {
        givenName: 'Camille',
        familyName: 'Other',
        birthDate: '1984-09-15',
        preferredContactMethod: 'pigeon',
      });
      expect(bad.status).toBe(400);
    });
  },
);
