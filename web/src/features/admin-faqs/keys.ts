export const adminFaqsKeys = {
  all: ['admin-faqs'] as const,
};
