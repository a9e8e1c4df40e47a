import { Route, Routes } from 'react-router-dom';
import { MileagePage } from './mileage-page';
import { MileageTripPage } from './mileage-trip-page';

/** /transactions/mileage and /transactions/mileage/{mileageSubmissionId}. */
export const MileageRoutes = () => (
  <Routes>
    <Route index element={<MileagePage />} />
    <Route path=":mileageSubmissionId" element={<MileageTripPage />} />
  </Routes>
);
