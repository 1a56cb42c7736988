import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_QUERY, errorMessage, isClientError, useTRPC } from '@uniguide/client';
import { studentToApplicationFields } from '@uniguide/domain';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StudentProfile } from '../../students/shared/types';
import { emptyApplicationValues, type ApplicationFormValues } from '../form/form-values';
import type { StudentMode } from './student-choice';

const STUDENT_NOT_FOUND_MESSAGE = msg`That student could not be found. Choose one of your students, or enter a new one.`;
const CHOOSE_STUDENT_MESSAGE = msg`Choose a student, or switch to “New student”.`;

/** The form with the student's profile in it; the intake and notes the agent chose stay. */
function prefill(
  form: UseFormReturn<ApplicationFormValues, unknown, unknown>,
  student: StudentProfile | null,
) {
  const current = form.getValues();
  const base = emptyApplicationValues(current.intakeDate);
  const fields = student ? studentToApplicationFields(student) : null;
  form.reset({
    ...base,
    ...(fields
      ? {
          ...fields,
          cgpa: fields.cgpa ?? '',
          studentPassportNumber: fields.studentPassportNumber ?? '',
        }
      : {}),
    intakeDate: current.intakeDate,
    notes: current.notes,
  });
}

/**
 * The apply form's student: "New student" (the fields as typed) or "Existing student" (one of the
 * agent's, loaded with student.byId, its profile filling the form and its documents on file offered
 * for attaching). `initialStudentId` (?studentId=…) starts with that student chosen.
 */
export function useChosenStudent(
  form: UseFormReturn<ApplicationFormValues, unknown, unknown>,
  initialStudentId: number | undefined,
) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [mode, setModeState] = useState<StudentMode>(initialStudentId ? 'existing' : 'new');
  const [studentId, setStudentId] = useState<number | undefined>(initialStudentId);
  const [attachIds, setAttachIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery({
    ...trpc.student.byId.queryOptions({ id: studentId ?? 0 }, APPLICATION_QUERY),
    enabled: studentId !== undefined,
  });
  const student = studentId !== undefined ? query.data : undefined;
  // The profile fills the form once per choice; later refetches never overwrite the agent's edits.
  const filledFor = useRef<number | null>(null);
  const filled = useRef(false);

  useEffect(() => {
    if (!student || filledFor.current === student.id) return;
    filledFor.current = student.id;
    filled.current = true;
    prefill(form, student);
  }, [student, form]);

  useEffect(() => {
    if (studentId === undefined || !query.isError) return;
    setProblem(
      isClientError(query.error)
        ? t(STUDENT_NOT_FOUND_MESSAGE)
        : errorMessage(query.error, t`The student could not be loaded. Please try again.`),
    );
    setStudentId(undefined);
  }, [studentId, query.isError, query.error, t]);

  const clear = () => {
    setStudentId(undefined);
    setAttachIds([]);
    filledFor.current = null;
  };

  return {
    mode,
    student,
    attachIds,
    setAttachIds,
    problem,
    loading: studentId !== undefined && !student && !query.isError,
    pick: (id: number) => {
      setProblem(null);
      setAttachIds([]);
      setStudentId(id);
    },
    clear,
    setMode: (next: StudentMode) => {
      setModeState(next);
      setProblem(null);
      if (next === 'new') {
        clear();
        // A profile filled in for an existing student is not the new student's.
        if (filled.current) prefill(form, null);
        filled.current = false;
      }
    },
    /** Submitting in "Existing student" mode needs a chosen student. */
    blockSubmit: () => {
      if (mode !== 'existing' || student) return false;
      setProblem(t(CHOOSE_STUDENT_MESSAGE));
      return true;
    },
  };
}
