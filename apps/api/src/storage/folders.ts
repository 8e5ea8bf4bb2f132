/**
 * Where the premium content's files live under the uploads folder. Videos and resources are never served by the
 * public `/uploads/` route (modules/premium/premium.files.ts); the covers are pictures and stay public.
 */
export const PREMIUM_FOLDERS = { imagen: 'premium/imagenes', mp4: 'premium/videos', pdf: 'premium/recursos' } as const;
