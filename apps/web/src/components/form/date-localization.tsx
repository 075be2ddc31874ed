import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { arEG, enGB } from 'date-fns/locale';
import { useLanguage } from '@/lib/language';

/** Weeks start on Saturday in both languages, as in the app's month calendar. */
const EN_GB: Locale = { ...enGB, options: { ...enGB.options, weekStartsOn: 6 } };
const AR_EG: Locale = { ...arEG, options: { ...arEG.options, weekStartsOn: 6 } };

/** The pickers' own texts (MUI X ships no Arabic), from `pickers.json`, loaded by the router with the screens that have a date or time field. */
function usePickerTexts(): Partial<PickersLocaleText> {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      previousMonth: t('common.previousMonth'),
      nextMonth: t('common.nextMonth'),
      openPreviousView: t('pickers.openPreviousView'),
      openNextView: t('pickers.openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        view === 'year' ? t('pickers.yearViewOpen') : t('pickers.calendarViewOpen'),
      cancelButtonLabel: t('common.cancel'),
      clearButtonLabel: t('pickers.clear'),
      okButtonLabel: t('pickers.ok'),
      todayButtonLabel: t('common.today'),
      datePickerToolbarTitle: t('pickers.selectDate'),
      timePickerToolbarTitle: t('pickers.selectTime'),
      hoursClockNumberText: (hours) => t('pickers.hoursText', { hours }),
      minutesClockNumberText: (minutes) => t('pickers.minutesText', { minutes }),
      openDatePickerDialogue: (date) => (date ? t('pickers.chooseDateSelected', { date }) : t('pickers.chooseDate')),
      openTimePickerDialogue: (time) => (time ? t('pickers.chooseTimeSelected', { time }) : t('pickers.chooseTime')),
      fieldClearLabel: t('pickers.clear'),
      timeTableLabel: t('pickers.pickTime'),
      dateTableLabel: t('pickers.pickDate'),
      fieldYearPlaceholder: () => t('pickers.yearPlaceholder'),
      fieldMonthPlaceholder: () => t('pickers.monthPlaceholder'),
      fieldDayPlaceholder: () => t('pickers.dayPlaceholder'),
      fieldHoursPlaceholder: () => t('pickers.hoursPlaceholder'),
      fieldMinutesPlaceholder: () => t('pickers.minutesPlaceholder'),
      year: t('pickers.year'),
      month: t('pickers.month'),
      day: t('pickers.day'),
      hours: t('pickers.hours'),
      minutes: t('pickers.minutes'),
      empty: t('pickers.empty'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts change with the language only
    [t, i18n.language],
  );
}

/**
 * The date and time pickers speak the app's language: en-GB or ar-EG (date-fns writes Western
 * digits, like `lib/format.ts`), day before month, 24-hour times. Wrapped around each field rather
 * than the app root, so the pickers load only with the screens that have one.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={language === 'ar' ? AR_EG : EN_GB}
      localeText={usePickerTexts()}
    >
      {children}
    </LocalizationProvider>
  );
}
