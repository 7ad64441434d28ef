-- The game catalogue's revision: one number that every statement changing the catalogue's tables raises, so an
-- instance whose copy has passed its age asks one row whether anything changed instead of reading every game
-- again (docs/decisions/0099-catalogue-read-again-only-when-changed.md).
CREATE TABLE catalogue_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL
);
INSERT INTO catalogue_revision (revision) VALUES (1);

CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER games_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER game_categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER game_vendors_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER game_vendor_categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON game_vendor_categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
