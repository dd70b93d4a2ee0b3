/**
 * Uploaded photos shared by every copy (shared-uploads.ts): a site's upload name → the SHA-256 of the
 * bytes kept in the photo store's bucket. A name uploaded again points at the new photo.
 */
export const PHOTO_UPLOADS_MIGRATION = {
  version: 165,
  name: 'uploaded photos shared by every copy (issue #35)',
  sql: `
    CREATE TABLE photo_uploads (
      site_slug text NOT NULL,
      name text NOT NULL,
      sha256 text NOT NULL,
      uploaded_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, name)
    )
  `,
};
