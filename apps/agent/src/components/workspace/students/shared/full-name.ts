/** "Amina Yusuf": a student's first and last name as every student screen shows them. */
export function fullName(student: { firstName: string; lastName: string }): string {
  return `${student.firstName} ${student.lastName}`.trim();
}
