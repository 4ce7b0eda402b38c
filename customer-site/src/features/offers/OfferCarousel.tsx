import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { CAROUSEL_SLIDES } from '@carrier/shared/offers';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { fillText } from './fill-text.ts';

interface CarouselLabels {
  carouselLabel: string;
  carouselHelp: string;
  slideLabel: string;
  previous: string;
  next: string;
}

const Arrow = ({ d }: { d: string }) => (
  <SvgIcon aria-hidden="true">
    <path d={d} />
  </SvgIcon>
);

/**
 * 002 §2.5, §9 the offers carousel (embla): 1.2 slides in view, 2.2 in the accordion view. Keyboard operable: the
 * carousel takes focus and moves with the arrow keys, the buttons move one slide, and a slide scrolls into view
 * when something in it takes focus. The slide in front is announced.
 */
export function OfferCarousel({
  id,
  slides,
  accordionView,
  labels,
}: {
  id: string;
  slides: ReactNode[];
  accordionView: boolean;
  labels: CarouselLabels;
}) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [position, setPosition] = useState({ selected: 0, canPrev: false, canNext: slides.length > 1 });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setPosition({ selected: api.selectedScrollSnap(), canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') api?.scrollNext();
      else if (event.key === 'ArrowLeft') api?.scrollPrev();
      else return;
      event.preventDefault();
    },
    [api],
  );

  const perView = accordionView ? CAROUSEL_SLIDES.accordion : CAROUSEL_SLIDES.standard;
  const total = slides.length;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carouselLabel}
      data-testid="offer-carousel"
      data-slides-per-view={perView}
    >
      <Box
        ref={viewportRef}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-help`}
        sx={{ overflow: 'hidden', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineOffset: 2 } }}
      >
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: -2 }}>
          {slides.map((slide, index) => (
            <Box
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={fillText(labels.slideLabel, { n: String(index + 1), total: String(total) })}
              data-selected={index === position.selected}
              sx={{ flex: `0 0 calc(100% / ${perView})`, minWidth: 0, pl: 2, py: 0.5 }}
            >
              {slide}
            </Box>
          ))}
        </Box>
      </Box>
      <Box id={`${id}-help`} sx={visuallyHidden}>
        {labels.carouselHelp}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden} data-testid="carousel-position">
        {fillText(labels.slideLabel, { n: String(position.selected + 1), total: String(total) })}
      </Box>
      {total > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <IconButton aria-label={labels.previous} onClick={() => api?.scrollPrev()} disabled={!position.canPrev}>
            <Arrow d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
          </IconButton>
          <IconButton aria-label={labels.next} onClick={() => api?.scrollNext()} disabled={!position.canNext}>
            <Arrow d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
