<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="objects" tilewidth="32" tileheight="32" tilecount="8" columns="8">
 <image source="../assets/tilesets/objects.png" width="256" height="32"/>
 <tile id="0" type="object">
  <properties>
   <property name="kind" value="crate"/>
   <property name="material" propertytype="ObjectMaterial" value="wood"/>
  </properties>
 </tile>
 <tile id="1" type="object">
  <properties>
   <property name="kind" value="barrel"/>
   <property name="material" propertytype="ObjectMaterial" value="wood"/>
  </properties>
 </tile>
 <tile id="2" type="object">
  <properties>
   <property name="kind" value="window"/>
   <property name="material" propertytype="ObjectMaterial" value="glass"/>
  </properties>
 </tile>
 <tile id="3" type="object">
  <properties>
   <property name="kind" value="window"/>
   <property name="material" propertytype="ObjectMaterial" value="glass"/>
  </properties>
 </tile>
 <tile id="4" type="object">
  <properties>
   <property name="kind" value="pillar"/>
   <property name="material" propertytype="ObjectMaterial" value="stone"/>
  </properties>
 </tile>
 <tile id="5" type="object">
  <properties>
   <property name="kind" value="statue"/>
   <property name="material" propertytype="ObjectMaterial" value="stone"/>
  </properties>
 </tile>
 <tile id="6" type="object">
  <properties>
   <property name="kind" value="grate"/>
   <property name="material" propertytype="ObjectMaterial" value="metal"/>
  </properties>
 </tile>
 <tile id="7" type="object">
  <properties>
   <property name="kind" value="anvil"/>
   <property name="material" propertytype="ObjectMaterial" value="metal"/>
  </properties>
 </tile>
</tileset>
