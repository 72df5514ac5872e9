import { endpoints } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/routes';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes = (uploads: UploadsService) => [
  route(endpoints.auth.imageUpload, async ({ input, caller, file, request }) => {
    if (!file) throw new AppError('uploadFileMissing');
    return uploads.upload({ purpose: input.purpose, file, userId: caller?.userId ?? null, ip: request.ip });
  }),
];
