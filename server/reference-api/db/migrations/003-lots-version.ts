// A number that moves whenever any lot is written, by any connection: answers computed from lots
// (counts, option lists) are kept until it moves (server/reference-api/listing/statements.ts).
export const lotsVersionSchema = `
INSERT INTO meta (key, value) VALUES ('lots_version', '0') ON CONFLICT (key) DO NOTHING;
CREATE TRIGGER lots_version_on_insert AFTER INSERT ON lots
BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'lots_version';
END;
CREATE TRIGGER lots_version_on_update AFTER UPDATE ON lots
BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'lots_version';
END;
CREATE TRIGGER lots_version_on_delete AFTER DELETE ON lots
BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'lots_version';
END;
`;
