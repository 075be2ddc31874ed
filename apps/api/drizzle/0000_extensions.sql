-- Trigram indexes serve every list search (ILIKE '%q%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
