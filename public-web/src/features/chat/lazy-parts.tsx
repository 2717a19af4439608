/**
 * The parts of the chat that need zod and react-hook-form (the forms and the specialised inputs) load apart
 * from the chat itself: evaluating them is most of the page's main-thread work, and nobody needs them before
 * answering the first questions. They are fetched as soon as the visitor starts to answer.
 */
import { lazy } from 'react';

const loadContactForm = () => import('./forms/ContactForm');
const loadUnsupportedCityForm = () => import('./forms/UnsupportedCityForm');
const loadUnsupportedTownForm = () => import('./forms/UnsupportedTownForm');
const loadAppointmentForm = () => import('./forms/AppointmentForm');
const loadSpecialInput = () => import('./SpecialInput');

export const ContactForm = lazy(async () => ({ default: (await loadContactForm()).ContactForm }));
export const UnsupportedCityForm = lazy(async () => ({ default: (await loadUnsupportedCityForm()).UnsupportedCityForm }));
export const UnsupportedTownForm = lazy(async () => ({ default: (await loadUnsupportedTownForm()).UnsupportedTownForm }));
export const AppointmentForm = lazy(async () => ({ default: (await loadAppointmentForm()).AppointmentForm }));
export const SpecialInput = lazy(async () => ({ default: (await loadSpecialInput()).SpecialInput }));

let preloaded = false;

/** Starts fetching every part once; later calls do nothing. */
export function preloadChatParts(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of [loadSpecialInput, loadContactForm, loadUnsupportedCityForm, loadUnsupportedTownForm, loadAppointmentForm]) {
    void load().catch(() => {
      preloaded = false;
    });
  }
}
