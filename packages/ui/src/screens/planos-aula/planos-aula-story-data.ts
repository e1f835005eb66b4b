/**
 * Story data of the lesson-plan screens: the recorded teacher, her plans and a colleague's
 * (testing/story-lesson-plans.ts, shared with the add and edit pages), and `stubPrint`.
 */
export {
  catalogueOf,
  colleaguePlans,
  planListRows,
  standardText,
  teacher,
  teacherPlans,
  withColleaguePlans,
} from '../../testing/story-lesson-plans';
/** `window.print` replaced for a story: the one helper, in the stories' testing folder. */
export { stubPrint } from '../../testing/story-print';
