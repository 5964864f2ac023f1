import { useEffect } from 'react';

/**
 * Makes the page see-through while mounted (an OBS browser source shows what is under it): html, body and the
 * app root lose their backgrounds, and the dark colour scheme's canvas colour, and get them back after.
 */
export function useTransparentPage() {
  useEffect(() => {
    const elements = [document.documentElement, document.body, document.getElementById('root')].filter(
      (element): element is HTMLElement => element !== null,
    );
    const saved = elements.map((element) => ({
      element,
      background: element.style.getPropertyValue('background'),
      priority: element.style.getPropertyPriority('background'),
    }));
    const savedScheme = document.documentElement.style.getPropertyValue('color-scheme');
    for (const element of elements) element.style.setProperty('background', 'transparent', 'important');
    document.documentElement.style.setProperty('color-scheme', 'normal');
    return () => {
      for (const { element, background, priority } of saved) {
        if (background) element.style.setProperty('background', background, priority);
        else element.style.removeProperty('background');
      }
      if (savedScheme) document.documentElement.style.setProperty('color-scheme', savedScheme);
      else document.documentElement.style.removeProperty('color-scheme');
    };
  }, []);
}
