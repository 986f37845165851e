import { type SceneStyle } from '../../capabilities';
import { marblePlinth } from './marble-plinth';
import { pastelPodium } from './pastel-podium';
import { studioFlatLay } from './studio-flat-lay';
import { studioNaturalPlacement } from './studio-natural-placement';
import { type StudioStyle } from './studio-style';
import { studioWaterSplash } from './studio-water-splash';
import { sunlitShadowPlay } from './sunlit-shadow-play';

/** Every scene style but a prompt's is drawn as a studio set. */
export type StudioSceneStyle = Exclude<SceneStyle, { kind: 'prompt' }>;

/** The studio set that draws a style, with its params (light from the left unless said). */
export function studioStyleFor(style: StudioSceneStyle): StudioStyle {
  switch (style.kind) {
    case 'flat-lay':
      return studioFlatLay(style.surface, style.light);
    case 'natural-placement':
      return studioNaturalPlacement(style.setting, style.light);
    case 'water-splash':
      return studioWaterSplash(style.colour, style.light);
    case 'pastel-podium':
      return pastelPodium(style.colour, style.podium, style.light);
    case 'marble-plinth':
      return marblePlinth(style.marble, style.backdrop, style.light);
    case 'sunlit-shadow-play':
      return sunlitShadowPlay(style.pattern, style.wall, style.light);
  }
}
