import { attendancePath, attendanceSheetsResource, myClassesPath } from '@lousa/domain';
import type { RecordingArea } from './index.ts';

interface ClassItem {
  classroom: { id: string; name: string };
  curricularComponent: { id: string; name: string };
  students: number;
}
interface Sheet {
  classroom: { id: string };
  curricularComponent: { id: string };
  date: string;
  status: string;
}

const classRef = (item: { classroom: { id: string }; curricularComponent: { id: string } }) => ({
  classroomId: item.classroom.id,
  curricularComponentId: item.curricularComponent.id,
});

/** 'Frequências', 'Lançamento de Frequência' and 'Minhas Turmas'. */
const area: RecordingArea = {
  file: 'attendance.json',
  async record({ get, recorded, today }) {
    const sheets = attendanceSheetsResource.path;
    const teacherClasses = recorded<ClassItem[]>('professor', `GET ${myClassesPath}`);
    const [first] = teacherClasses;
    if (!first) throw new Error('the demo teacher has no class');

    // 'Frequências' (the teacher): a search, the sorts of 'Todas', her first class (the to-do
    // and every day, then only its REGISTRADA days).
    await get('professor', sheets, { todo: '1', q: 'MATEMATICA' });
    await get('professor', sheets, { todo: '1', q: 'nenhuma turma assim' });
    for (const sort of ['date', '-date', 'status', '-status']) {
      await get('professor', sheets, { sort });
    }
    await get('professor', sheets, { todo: '1', ...classRef(first) });
    await get('professor', sheets, classRef(first));
    await get('professor', sheets, { ...classRef(first), status: 'RECORDED' });
    // A secretary narrows the to-do to the class of its first row.
    const [unitSheet] = recorded<Sheet[]>('secretaria', `GET ${sheets}?todo=1`);
    if (!unitSheet) throw new Error('the demo secretary has nothing to do');
    await get('secretaria', sheets, { todo: '1', ...classRef(unitSheet) });

    // 'Lançamento de Frequência': the teacher's biggest class (the first of the largest) after
    // the first (whose today she took before the recording) today (pending) and on its latest
    // recorded day, and a Saturday (not a lesson day).
    const others = teacherClasses.slice(1);
    if (!others.length) throw new Error('the demo teacher has one class only');
    const biggest = others.reduce((most, item) => (item.students > most.students ? item : most));
    const days = recorded<Sheet[]>('professor', `GET ${sheets}`).filter(
      (sheet) =>
        sheet.classroom.id === biggest.classroom.id &&
        sheet.curricularComponent.id === biggest.curricularComponent.id,
    );
    const recordedDay = days.find((sheet) => sheet.status === 'RECORDED');
    if (!recordedDay) throw new Error('the teacher’s class has no recorded day');
    await get('professor', attendancePath, { ...classRef(biggest), date: today });
    await get('professor', attendancePath, {
      ...classRef(biggest),
      date: recordedDay.date.slice(0, 10),
    });
    await get('professor', attendancePath, { ...classRef(biggest), date: '2026-03-07' });
  },
};
export default area;
