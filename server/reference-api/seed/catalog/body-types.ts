// Vehicle shapes the catalog assigns and the image generator draws.
export type CarBody = 'sedan' | 'hatchback' | 'wagon' | 'minivan' | 'suv' | 'kei' | 'van' | 'truck' | 'coupe';
export type MachineBody = 'excavator' | 'loader' | 'forklift' | 'roller' | 'carrier';
export type BodyType = CarBody | 'bike' | MachineBody;
