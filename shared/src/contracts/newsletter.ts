import { z } from 'zod';
import { email } from './common';

export const newsletterSubscribeInput = z.object({ email });
