import { type APIRequestContext } from '@playwright/test';
import { apiToken, signIn, test, uniqueName, expect } from './helpers';

async function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async (url: string, data: unknown) => (await (await request.post(url, { headers, data })).json()).data,
    get: async (url: string) => (await (await request.get(url, { headers })).json()).data,
  };
}

// Deleting a part that still has a question is refused: the browser's "Failed to load resource … 409".
test.use({ expectedConsole: [/status of 409/] });

test('a part, a single choice and a text question, filters in the URL, and a used question archived', async ({
  page,
  request,
}) => {
  const admin = await api(request, await apiToken(request));
  const tag = uniqueName('QB');
  const course = await admin.post('/api/admin/class-categories', { name: `Physics ${tag}`, code: tag });
  await signIn(page);

  // The part: the spec's messages, then created under its course.
  await page.goto('/educational-parts');
  await expect(page.getByRole('heading', { name: 'Educational Parts' })).toBeVisible();
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const partDialog = page.getByRole('dialog');
  await partDialog.getByRole('button', { name: 'Save' }).click();
  await expect(partDialog.getByText('Name is required')).toBeVisible();
  await expect(partDialog.getByText('Class category is required')).toBeVisible();
  const partName = `Forces ${tag}`;
  await partDialog.getByRole('textbox', { name: 'Name' }).fill(partName);
  await partDialog.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course.name }).click();
  await partDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Educational part created successfully')).toBeVisible();
  const partRow = page.getByRole('row', { name: new RegExp(partName) });
  await expect(partRow).toContainText(course.name);
  const [part] = await admin.get(`/api/admin/educational-parts?q=${encodeURIComponent(partName)}`);

  // A single choice question: three options, the third correct, the second removed: the third becomes Option 2.
  await page.goto('/questions');
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const choiceText = `Unit of force ${tag}`;
  await dialog.getByRole('textbox', { name: 'Text' }).fill(choiceText);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Single choice' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Option 1' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Remove option/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Newton');
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Joule');
  await dialog.getByRole('textbox', { name: 'Option 3' }).fill('Kilogram metre per second squared');
  await dialog.getByRole('radio', { name: 'Option 1 is correct' }).check();
  await dialog.getByRole('button', { name: 'Remove option 2' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Option \d$/ })).toHaveCount(2);
  await expect(dialog.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Kilogram metre per second squared');
  await expect(dialog.getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Points' }).fill('2');
  await dialog.getByRole('combobox', { name: 'Complexity' }).click();
  await page.getByRole('option', { name: '7', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Educational Parts' }).fill(partName);
  await page.getByRole('option', { name: partName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A text question: no options; the form asks for what is missing first.
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Text is required')).toBeVisible();
  await expect(dialog.getByText('Type is required')).toBeVisible();
  await expect(dialog.getByText('At least one educational part is required')).toBeVisible();
  const textQuestion = `Explain inertia ${tag}`;
  await dialog.getByRole('textbox', { name: 'Text' }).fill(textQuestion);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Text', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Option 1' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Points' }).fill('5');
  await dialog.getByRole('combobox', { name: 'Complexity' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Educational Parts' }).fill(partName);
  await page.getByRole('option', { name: partName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question created successfully').last()).toBeVisible();

  // Filters through the URL: the part and complexity 7 leave the single choice question and count it for a draw.
  await page.goto(`/questions?educational_part_id=${part.id}&complexity=7`);
  await expect(page.getByRole('row', { name: new RegExp(choiceText) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(textQuestion) })).toHaveCount(0);
  await expect(page.getByTestId('draw-count')).toHaveText('A draw from this part at complexity 7 can take 1 question');
  await expect(page.getByRole('row', { name: new RegExp(choiceText) })).toContainText('Single choice');
  await page.getByRole('combobox', { name: 'Complexity' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/complexity=/);
  await expect(page.getByTestId('draw-count')).toHaveText('A draw from this part can take 2 questions');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Text', exact: true }).click();
  await expect(page).toHaveURL(/type=text/);
  await expect(page.getByRole('row', { name: new RegExp(textQuestion) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(choiceText) })).toHaveCount(0);

  // A quiz used the single choice question: deleting it archives it, and the part still refuses to go.
  const [used] = await admin.get(`/api/admin/questions?q=${encodeURIComponent(choiceText)}`);
  await admin.post(`/api/admin/questions/${used.id}/uses`, { used_by: 'quiz', used_by_id: 1 });
  await page.goto(`/questions?educational_part_id=${part.id}`);
  await page.getByRole('button', { name: `Delete ${choiceText}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Question archived: exams or quizzes used it, so their answers keep it')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(choiceText) })).toHaveCount(0);
  await expect(page.getByTestId('draw-count')).toHaveText('A draw from this part can take 1 question');

  await page.goto(`/educational-parts?q=${encodeURIComponent(partName)}`);
  await page.getByRole('button', { name: `Delete ${partName}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This educational part has 1 question. Delete it or move it to another part first.')).toBeVisible();
});
