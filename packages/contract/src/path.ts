/**
 * The path with its parameters filled in: `/admin/centers/:id` with `{ id: 3 }` is `/admin/centers/3`.
 * A file of its own, importing nothing: a client that only builds paths (the student app's first screens) does
 * not load the schemas endpoint.ts sits beside.
 */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
