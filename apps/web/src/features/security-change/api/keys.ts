export const securityChangeKeys = {
  all: ['securityChange'] as const,
  status: (queryToken: string) => ['securityChange', 'status', queryToken] as const,
};
