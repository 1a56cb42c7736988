import {
  ATTESTATION_STEPS,
  ZSetAttestationInput,
  type AttestationStep,
  type AttestationView,
  type SetAttestationInput,
} from '@uniguide/domain';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';

/** The tracker's fields as the form holds them: an empty date or number is ''. */
export interface AttestationFields {
  certificates: Array<{ name: string; steps: Record<AttestationStep, string> }>;
  moeApplicationNumber: string;
  equivalencyDeadline: string;
  equivalencyRecordedOn: string;
  undertakingSigned: boolean;
}

const orEmpty = (value: string | null) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value);

export function toFields(view: AttestationView): AttestationFields {
  return {
    certificates: view.certificates.map((certificate) => ({
      name: certificate.name,
      steps: Object.fromEntries(
        ATTESTATION_STEPS.map((step) => [step, orEmpty(certificate.steps[step])]),
      ) as Record<AttestationStep, string>,
    })),
    moeApplicationNumber: orEmpty(view.moeApplicationNumber),
    equivalencyDeadline: orEmpty(view.equivalencyDeadline),
    equivalencyRecordedOn: orEmpty(view.equivalencyRecordedOn),
    undertakingSigned: view.undertakingSigned,
  };
}

/**
 * The fields as the API takes them. The deadline goes only with an admin's save, and only when it
 * differs from the default (an empty one, or the default left as shown, keeps following the intake).
 */
export function toInput(
  view: AttestationView,
  fields: AttestationFields,
  canSetDeadline: boolean,
): Record<string, unknown> {
  const input: Record<string, unknown> = {
    applicationId: view.applicationId,
    certificates: fields.certificates.map((certificate) => ({
      name: certificate.name,
      steps: Object.fromEntries(
        ATTESTATION_STEPS.map((step) => [step, orNull(certificate.steps[step])]),
      ),
    })),
    moeApplicationNumber: orNull(fields.moeApplicationNumber),
    equivalencyRecordedOn: orNull(fields.equivalencyRecordedOn),
    undertakingSigned: fields.undertakingSigned,
  };
  if (canSetDeadline) {
    const deadline = orNull(fields.equivalencyDeadline);
    const stillDefault = view.deadlineSource !== 'admin' && deadline === view.equivalencyDeadline;
    input.equivalencyDeadline = stillDefault ? null : deadline;
  }
  return input;
}

/** Checks the fields with the API's own schema, so the form and the server say the same. */
export function attestationResolver(
  view: AttestationView,
  canSetDeadline: boolean,
): Resolver<AttestationFields, unknown, SetAttestationInput> {
  return (fields) => {
    const parsed = ZSetAttestationInput.safeParse(toInput(view, fields, canSetDeadline));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<AttestationFields> = {};
    for (const issue of parsed.error.issues) {
      set(errors, issue.path.join('.'), { type: 'validation', message: issue.message });
    }
    return { values: {}, errors };
  };
}
