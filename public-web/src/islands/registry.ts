import type { ComponentType } from 'react';
import { AssistanceButton } from '../components/AssistanceDialog';
import { Toaster } from '../components/toast';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { HomeCityForm } from '../pages/home/HomeCityForm';

type Loader = () => Promise<ComponentType<never>>;
const ready =
  (component: ComponentType<never>): Loader =>
  () =>
    Promise.resolve(component);

/**
 * The parts of a prerendered page that are interactive on their own: a page served as islands hydrates each
 * of these, and nothing else, with the props written next to it. None of them may use the router. The parts of
 * every page (and the home's small city box) come with the islands' code; a page's heavier parts are fetched
 * only by the page that has them, so the home never downloads the seller form's react-hook-form.
 */
export const ISLANDS = {
  header: ready(Header),
  footer: ready(Footer),
  toaster: ready(Toaster),
  assistance: ready(AssistanceButton),
  'home-city': ready(HomeCityForm),
  'seller-form': () => import('../features/forms/SellerContactForm').then((module) => module.default),
  'seller-dashboard': () => import('../pages/seller-landing/SellerDashboardCarousel').then((module) => module.SellerDashboardCarousel),
  chat: () => import('../pages/chat/ValuationChat').then((module) => module.ValuationChat),
  'cookie-banner': () => import('../components/CookieBanner').then((module) => module.CookieBanner),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLANDS;
