import { Navigate, Route, Routes } from 'react-router-dom';
import { ExternalCardsPage } from '../bank/external-cards-page';
import { CardPage } from './card-page';
import { CardsPage } from './cards-page';

/** /cards, /cards/external (bank-linked cards) and /cards/{cardId}. */
export const CardsRoutes = () => (
  <Routes>
    <Route index element={<CardsPage />} />
    <Route path="external" element={<ExternalCardsPage />} />
    <Route path=":cardId" element={<CardPage />} />
    <Route path="*" element={<Navigate to="/cards" replace />} />
  </Routes>
);
