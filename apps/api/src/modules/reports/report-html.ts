import { escapeHtml } from '../../lib/escape-html';
import type { ReportData, StudentReport } from './report-data';
import { attendanceText, REPORT_TEXTS } from './report-texts';

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** A small line chart of the student's percent per graded item, as inline SVG (no script, no network). */
export function trendSvg(points: number[], isRtl: boolean): string {
  const width = 260;
  const height = 70;
  if (points.length === 0) return '';
  const step = points.length > 1 ? (width - 20) / (points.length - 1) : 0;
  const xy = points.map((p, i) => {
    const x = 10 + i * step;
    return [isRtl ? width - x : x, height - 8 - (p / 100) * (height - 16)];
  });
  const line = xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const dots = xy.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5" fill="#1565c0"/>`).join('');
  return `<svg class="trend" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><rect x="0" y="0" width="${width}" height="${height}" fill="#f5f7fb"/><line x1="0" y1="${height / 2}" x2="${width}" y2="${height / 2}" stroke="#d0d7e2" stroke-dasharray="3 3"/><polyline points="${line}" fill="none" stroke="#1565c0" stroke-width="2"/>${dots}</svg>`;
}

function studentSection(data: ReportData, student: StudentReport, total: number): string {
  const t = REPORT_TEXTS[data.language];
  const rows = student.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td>${t.kinds[line.kind]}</td><td class="n">${line.status ? t.classwork[line.status] : line.score === null ? '–' : number(line.score)}</td><td class="n">${number(line.maxScore)}</td><td class="n">${escapeHtml(line.grade)}</td></tr>`,
    )
    .join('');
  const attendance = attendanceText(student, t, number);
  return `<section class="student">
<h2>${t.student}: ${escapeHtml(student.name)}</h2>
<div class="facts"><span>${t.attendance}: <b>${attendance}</b></span><span>${t.overall}: <b>${number(student.percent)}%</b></span><span>${t.rank}: <b>${student.rank}</b> ${t.of} ${total}</span></div>
${rows ? `<table><thead><tr><th>${t.item}</th><th>${t.type}</th><th>${t.score}</th><th>${t.max}</th><th>${t.grade}</th></tr></thead><tbody>${rows}</tbody></table>` : `<p class="none">${t.none}</p>`}
${student.trend.length ? `<div class="chart"><span>${t.trend}</span>${trendSvg(student.trend, data.language === 'ar')}</div>` : ''}
</section>`;
}

/** The whole report as one HTML page; Chromium prints it (right to left in Arabic, letters joined by its shaper). */
export function reportHtml(data: ReportData, classSize: number, generatedOn: string): string {
  const t = REPORT_TEXTS[data.language];
  const isRtl = data.language === 'ar';
  const students = data.students.map((student) => studentSection(data, student, classSize)).join('\n');
  return `<!doctype html>
<html lang="${data.language}" dir="${isRtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${t.title}</title>
<style>
@page { size: A4; margin: 14mm 12mm; }
body { font-family: 'Noto Sans', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif; font-size: 11px; color: #1d2330; }
header { border-bottom: 3px solid #1565c0; padding-bottom: 6px; margin-bottom: 10px; }
h1 { font-size: 18px; margin: 0 0 4px; color: #1565c0; }
.meta span, .facts span { display: inline-block; margin-inline-end: 18px; }
section.student { break-inside: avoid; margin-bottom: 14px; padding: 6px 8px; border: 1px solid #d0d7e2; border-radius: 6px; }
h2 { font-size: 13px; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; margin-top: 4px; }
th, td { border-bottom: 1px solid #e3e8f0; padding: 2px 4px; text-align: start; }
th { background: #eef3fb; }
td.n { text-align: end; font-variant-numeric: tabular-nums; }
.chart { margin-top: 4px; display: flex; gap: 8px; align-items: center; }
.none { color: #6b7280; }
footer { color: #6b7280; margin-top: 8px; }
</style></head><body>
<header><h1>${t.title}</h1>
<div class="meta"><span>${t.class}: <b>${escapeHtml(data.className)}</b></span>${data.schoolName ? `<span>${t.school}: <b>${escapeHtml(data.schoolName)}</b></span>` : ''}<span>${t.teachers}: <b>${escapeHtml(data.teacherNames.join(isRtl ? '، ' : ', ') || '–')}</b></span><span>${t.period}: <b dir="ltr">${data.fromDate}</b> ${t.to} <b dir="ltr">${data.toDate}</b></span></div>
</header>
${students}
<footer>${t.generated} <span dir="ltr">${generatedOn}</span></footer>
</body></html>`;
}
