export { questionnairesQuery } from './api/academy';
export { coursesQuery } from './api/courses';
export { saveBookingLesson } from './api/training';
export { type BookingLessonChoice, BookingLessonField } from './components/booking/BookingLessonField';
export { BookingLessonLine } from './components/booking/BookingLessonLine';
