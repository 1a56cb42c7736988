/** "Amina Yusuf": the student's first and last name as every application screen shows them. */
export function studentName(application: {
  studentFirstName: string;
  studentLastName: string;
}): string {
  return `${application.studentFirstName} ${application.studentLastName}`.trim();
}
