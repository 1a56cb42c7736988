// Students: the list, a student's detail, creating and updating one.
export { createStudent, listStudents, loadStudentDetail, updateStudent } from './students';
