-- 002 §2.2, §3, §7 the connected-car offer's two outside services, embedded: the vehicle decoder's tables (a World
-- Manufacturer Identifier per maker, and the models each one's VIN positions 4-5 name) and the connected-vehicle
-- platform's vehicles with their subscription state.

create table vehicle_manufacturers (
  wmi char(3) primary key check (wmi ~ '^[A-HJ-NPR-Z0-9]{3}$'),
  make text not null,
  manufacturer_name text not null,
  vehicle_type text not null
);

create table vehicle_models (
  wmi char(3) not null references vehicle_manufacturers (wmi),
  model_code char(2) not null check (model_code ~ '^[A-HJ-NPR-Z0-9]{2}$'),
  model text not null,
  -- null: the decoder has no engine manufacturer for the model (002 §4 then looks up the manufacturer name)
  engine_manufacturer text,
  primary key (wmi, model_code)
);

create table connected_vehicles (
  vin char(17) primary key check (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  evin text,
  tenant text not null,
  sold_in_country char(2) not null,
  device_type text,
  can_register boolean,
  retail_allowed boolean,
  trial_name text,
  trial_status text not null check (trial_status in ('available', 'unavailable', 'active', 'inactive')),
  shared_status text not null check (shared_status in ('available', 'unavailable', 'active', 'inactive')),
  postpaid_status text not null check (postpaid_status in ('available', 'unavailable', 'active', 'inactive')),
  prepaid_status text not null check (prepaid_status in ('available', 'unavailable', 'active', 'inactive')),
  -- the platform cannot answer for this vehicle's telematics unit right now: the status it answers instead
  platform_error smallint check (platform_error between 500 and 599),
  updated_at timestamptz not null default now()
);

create index connected_vehicles_tenant on connected_vehicles (tenant);
