// A user's arrangement of a list page's columns (issue #20): the columns in their order, each shown or
// hidden, as JSON [{id, visible}]; no row is the brand's default.
export const listColumnsSchema = `
CREATE TABLE list_columns (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  page TEXT NOT NULL,
  columns TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, page)
) WITHOUT ROWID;
`;
