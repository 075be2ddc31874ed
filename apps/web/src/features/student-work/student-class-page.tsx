import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatNumber, warmFormatters } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { ScrollTabs } from '@/components/light/scroll-tabs';
import { studentWorkQueries, WORK_TABS, type WorkTab } from './api/student-work-api';
import { AssessmentList } from './components/assessment-list';
import { AttendanceList } from './components/attendance-list';
import { ClassworkList } from './components/classwork-list';

/**
 * One class: its work in tabs (the tab is kept in the URL, so a reload shows the same one). The tabs are an ARIA
 * tablist: one stop for Tab, the arrow keys (mirrored right to left), Home and End move to and open a tab; it
 * scrolls sideways on a phone, with chevrons that show more tabs follow.
 */
export function StudentClassPage() {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const classId = Number(useParams().classId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = (WORK_TABS as readonly string[]).includes(searchParams.get('tab') ?? '')
    ? (searchParams.get('tab') as WorkTab)
    : 'homework';
  const classes = useQuery(studentWorkQueries.classes());
  const klass = classes.data?.find((entry) => entry.id === classId);
  // the cards' due dates and scores, while their answer comes
  useEffect(
    () =>
      warmFormatters(
        () => formatDateTime(new Date()),
        () => formatNumber(0),
      ),
    [],
  );
  const tabButtons = useRef<Partial<Record<WorkTab, HTMLButtonElement | null>>>({});

  const open = (value: WorkTab) => setSearchParams({ tab: value }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const index = WORK_TABS.indexOf(tab);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % WORK_TABS.length
        : event.key === backward
          ? (index - 1 + WORK_TABS.length) % WORK_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? WORK_TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    open(WORK_TABS[next]);
    tabButtons.current[WORK_TABS[next]]?.focus();
  };

  return (
    <div className="lt-stack">
      <Link to="/classes" className="lt-button lt-button--text lt-button--start">
        {t('student.classes.back')}
      </Link>
      <h1 className="lt-h1">{klass?.name ?? t('student.classes.title')}</h1>
      <ScrollTabs label={t('student.work.tabs')} selected={tab} onKeyDown={onKeyDown}>
        {WORK_TABS.map((value) => (
          <button
            key={value}
            ref={(button) => {
              tabButtons.current[value] = button;
            }}
            type="button"
            role="tab"
            id={`work-tab-${value}`}
            aria-controls="work-tab-panel"
            aria-selected={value === tab}
            tabIndex={value === tab ? 0 : -1}
            className="lt-tab"
            onClick={() => open(value)}
          >
            {t(`student.tabs.${value}`)}
          </button>
        ))}
      </ScrollTabs>
      <div role="tabpanel" id="work-tab-panel" aria-labelledby={`work-tab-${tab}`}>
        {(tab === 'homework' || tab === 'quizzes' || tab === 'exams') && <AssessmentList classId={classId} tab={tab} />}
        {tab === 'classworks' && <ClassworkList classId={classId} />}
        {tab === 'attendance' && <AttendanceList classId={classId} />}
      </div>
    </div>
  );
}
