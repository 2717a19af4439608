import type { ComponentType } from 'react';
import { AssistanceButton } from '../components/AssistanceDialog';
import { Toaster } from '../components/toast';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { HomeCityForm } from '../pages/home/HomeCityForm';

/**
 * The parts of a prerendered page that are interactive on their own: a page served as islands hydrates each
 * of these, and nothing else, with the props written next to it. None of them may use the router.
 */
export const ISLANDS = {
  header: Header,
  footer: Footer,
  toaster: Toaster,
  assistance: AssistanceButton,
  'home-city': HomeCityForm,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof ISLANDS;
