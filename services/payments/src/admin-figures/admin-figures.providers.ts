import { AdminFiguresHandler } from './admin-figures.handler';
import { AdminFiguresRepository } from './admin-figures.repository';
import { AdminFiguresService } from './admin-figures.service';

export const adminFiguresControllers = [AdminFiguresHandler];
export const adminFiguresProviders = [AdminFiguresRepository, AdminFiguresService];
