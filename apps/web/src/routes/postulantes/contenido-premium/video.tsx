import { videoLoader, VideoPage } from '../../../features/premium/premium-pages';

/** `/postulantes/contenido-premium/video/:id_video` */
export const loader = videoLoader;

export default function VideoPremiumPage() {
  return <VideoPage />;
}
