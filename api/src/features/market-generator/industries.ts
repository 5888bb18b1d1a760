/** The 25 industries of the market, in id order (id = index + 1). */

/** Industries with a seasonal bias: the month (1-12) of their yearly peak, and the words their names use. */
export interface IndustryInfo {
  name: string;
  peakMonth: number;
  brandWords: readonly string[];
  productWords: readonly string[];
}

export const INDUSTRIES: readonly IndustryInfo[] = [
  {
    name: 'Automotive',
    peakMonth: 3,
    brandWords: ['Motors', 'Autos', 'Cars'],
    productWords: ['Sedan', 'SUV', 'Pickup', 'Hatch', 'EV', 'Van'],
  },
  {
    name: 'Banking & Finance',
    peakMonth: 1,
    brandWords: ['Bank', 'Banco', 'Financiera'],
    productWords: ['Cuenta Sueldo', 'Tarjeta Black', 'Préstamos', 'App', 'Inversiones', 'Hipotecas'],
  },
  {
    name: 'Insurance',
    peakMonth: 2,
    brandWords: ['Seguros', 'Insurance', 'Protección'],
    productWords: ['Auto', 'Hogar', 'Vida', 'Salud', 'Viaje'],
  },
  {
    name: 'Telecommunications',
    peakMonth: 11,
    brandWords: ['Telecom', 'Móvil', 'Net'],
    productWords: ['Fibra', 'Prepago', 'Plan 5G', 'TV', 'Roaming', 'Hogar'],
  },
  {
    name: 'Retail',
    peakMonth: 12,
    brandWords: ['Market', 'Tiendas', 'Store'],
    productWords: ['Ofertas', 'Outlet', 'Club', 'Delivery', 'Marca Propia'],
  },
  {
    name: 'E-commerce',
    peakMonth: 11,
    brandWords: ['Shop', 'Online', 'Compras'],
    productWords: ['Cyber Week', 'Envío Gratis', 'App', 'Marketplace', 'Pay'],
  },
  {
    name: 'Food & Beverages',
    peakMonth: 12,
    brandWords: ['Foods', 'Alimentos', 'Bebidas'],
    productWords: ['Cola', 'Agua', 'Galletas', 'Snacks', 'Yogur', 'Café'],
  },
  {
    name: 'Alcoholic Beverages',
    peakMonth: 12,
    brandWords: ['Cervecería', 'Bodegas', 'Spirits'],
    productWords: ['Lager', 'Malbec', 'Gin', 'Ron', 'Cero'],
  },
  {
    name: 'Personal Care',
    peakMonth: 5,
    brandWords: ['Beauty', 'Care', 'Cosmetics'],
    productWords: ['Shampoo', 'Desodorante', 'Crema', 'Perfume', 'Maquillaje'],
  },
  {
    name: 'Health & Pharma',
    peakMonth: 6,
    brandWords: ['Pharma', 'Salud', 'Labs'],
    productWords: ['Analgésico', 'Vitaminas', 'Antigripal', 'Clínica', 'Farmacia Online'],
  },
  {
    name: 'Travel & Tourism',
    peakMonth: 1,
    brandWords: ['Viajes', 'Travel', 'Hoteles'],
    productWords: ['Paquetes', 'Resorts', 'Escapadas', 'Cruceros'],
  },
  {
    name: 'Airlines',
    peakMonth: 7,
    brandWords: ['Airlines', 'Air', 'Vuelos'],
    productWords: ['Promo Vuelos', 'Millas', 'Business', 'Low Cost'],
  },
  {
    name: 'Entertainment & Media',
    peakMonth: 7,
    brandWords: ['Media', 'Entertainment', 'Studios'],
    productWords: ['Estreno', 'Festival', 'Radio', 'Revista'],
  },
  {
    name: 'Streaming',
    peakMonth: 8,
    brandWords: ['Play', 'Stream', 'Flix'],
    productWords: ['Plan Premium', 'Series', 'Música', 'Deportes'],
  },
  {
    name: 'Technology',
    peakMonth: 9,
    brandWords: ['Tech', 'Digital', 'Systems'],
    productWords: ['Cloud', 'Software', 'Ciberseguridad', 'Notebook'],
  },
  {
    name: 'Consumer Electronics',
    peakMonth: 11,
    brandWords: ['Electronics', 'Electro', 'Devices'],
    productWords: ['Smartphone', 'Smart TV', 'Auriculares', 'Tablet', 'Consola', 'Heladera'],
  },
  {
    name: 'Real Estate',
    peakMonth: 4,
    brandWords: ['Propiedades', 'Desarrollos', 'Inmobiliaria'],
    productWords: ['Torres', 'Barrio Cerrado', 'Alquileres', 'Oficinas'],
  },
  {
    name: 'Education',
    peakMonth: 2,
    brandWords: ['Universidad', 'Instituto', 'Academy'],
    productWords: ['Grado', 'Posgrado', 'Idiomas', 'Cursos Online'],
  },
  {
    name: 'Government',
    peakMonth: 10,
    brandWords: ['Ministerio', 'Gobierno', 'Municipio'],
    productWords: ['Campaña Vacunación', 'Turismo', 'Impuestos', 'Seguridad Vial'],
  },
  {
    name: 'Fashion & Apparel',
    peakMonth: 12,
    brandWords: ['Moda', 'Fashion', 'Jeans'],
    productWords: ['Temporada', 'Calzado', 'Deportiva', 'Kids', 'Accesorios'],
  },
  {
    name: 'Home & Garden',
    peakMonth: 10,
    brandWords: ['Hogar', 'Home', 'Deco'],
    productWords: ['Muebles', 'Colchones', 'Jardín', 'Herramientas'],
  },
  {
    name: 'Sports',
    peakMonth: 6,
    brandWords: ['Sports', 'Deportes', 'Fit'],
    productWords: ['Running', 'Fútbol', 'Gimnasio', 'Bicicletas'],
  },
  {
    name: 'Gaming & Betting',
    peakMonth: 6,
    brandWords: ['Bet', 'Games', 'Casino'],
    productWords: ['Apuestas Fútbol', 'Casino Online', 'Póker', 'Bonos'],
  },
  {
    name: 'Energy & Utilities',
    peakMonth: 7,
    brandWords: ['Energía', 'Gas', 'Power'],
    productWords: ['Combustibles', 'Solar', 'Lubricantes', 'App'],
  },
  {
    name: 'Restaurants & Fast Food',
    peakMonth: 12,
    brandWords: ['Burgers', 'Pizza', 'Grill'],
    productWords: ['Combo', 'Delivery', 'Desayunos', 'Promo 2x1'],
  },
];
